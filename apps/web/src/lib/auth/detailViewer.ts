/**
 * Who looks at a process's page: an admin, who runs it, or a company admin of its client, who follows it. The page
 * and each of its tabs (some of them other areas' panels) show and allow what that viewer may.
 */
export type DetailViewer = 'ADMIN' | 'COMPANY_ADMIN';
