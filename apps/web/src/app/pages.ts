import type { ComponentType } from 'react';

interface PageRoute {
  path: string;
  /** Loaded on first visit: each screen is its own chunk. */
  load: () => Promise<ComponentType>;
}

/** The screens that exist today. Menus show an entry only when its path is here. */
export const pageRoutes: readonly PageRoute[] = [
  { path: '/login', load: () => import('../features/auth/LoginPage').then((m) => m.LoginPage) },
  {
    path: '/password-recovery',
    load: () => import('../features/auth/PasswordRecoveryPage').then((m) => m.PasswordRecoveryPage),
  },
  {
    path: '/password-recovery/new-password',
    load: () => import('../features/auth/NewPasswordPage').then((m) => m.NewPasswordPage),
  },
  {
    path: '/confirm-email-change',
    load: () => import('../features/auth/ConfirmEmailChangePage').then((m) => m.ConfirmEmailChangePage),
  },
  { path: '/admin/home', load: () => import('../features/home/AdminHomePage').then((m) => m.AdminHomePage) },
  {
    path: '/company-admin/home',
    load: () => import('../features/home/CompanyAdminHomePage').then((m) => m.CompanyAdminHomePage),
  },
  // Spec 001 §2 'Panel General Empresa'; /client/dashboard (spec 002 §2.13) is the same page, admins choosing the client.
  {
    path: '/company-admin/dashboard',
    load: () => import('../features/clientDashboard/ClientDashboardPage').then((m) => m.ClientDashboardPage),
  },
  {
    path: '/client/dashboard',
    load: () => import('../features/clientDashboard/ClientDashboardPage').then((m) => m.ClientDashboardPage),
  },
  { path: '/home', load: () => import('../features/home/MemberHomePage').then((m) => m.MemberHomePage) },
  { path: '/campus', load: () => import('../features/campus/MemberCampusPage').then((m) => m.MemberCampusPage) },
  {
    path: '/entrepreneurs',
    load: () => import('../features/entrepreneurs/EntrepreneursPage').then((m) => m.EntrepreneursPage),
  },
  { path: '/user_profile', load: () => import('../features/profile/UserProfilePage').then((m) => m.UserProfilePage) },
  {
    path: '/user_profile/edit',
    load: () => import('../features/profile/ProfileEditPage').then((m) => m.ProfileEditPage),
  },
  {
    path: '/user_profile/:userId',
    load: () => import('../features/profile/OtherUserProfilePage').then((m) => m.OtherUserProfilePage),
  },
  { path: '/admin/clients', load: () => import('../features/clients/ClientsPage').then((m) => m.ClientsPage) },
  {
    path: '/admin/clients/:clientId',
    load: () => import('../features/clients/ClientDetailPage').then((m) => m.ClientDetailPage),
  },
  {
    path: '/notifications',
    load: () => import('../features/notifications/NotificationsPage').then((m) => m.NotificationsPage),
  },
  {
    path: '/admin/metadata',
    load: () => import('../features/metadata/MetadataAdminPage').then((m) => m.MetadataAdminPage),
  },
  {
    path: '/admin/outbox',
    load: () => import('../features/operations/OperationsPage').then((m) => m.OperationsPage),
  },
  { path: '/correos', load: () => import('../features/operations/MailPreviewPage').then((m) => m.MailPreviewPage) },
  { path: '/admin/users', load: () => import('../features/directory/DirectoryListPage').then((m) => m.AdminsPage) },
  {
    path: '/admin/company-admins',
    load: () => import('../features/directory/DirectoryListPage').then((m) => m.CompanyAdminsPage),
  },
  {
    path: '/admin/students',
    load: () => import('../features/directory/DirectoryListPage').then((m) => m.StudentsPage),
  },
  { path: '/admin/mentors', load: () => import('../features/directory/DirectoryListPage').then((m) => m.MentorsPage) },
  { path: '/admin/campus', load: () => import('../features/campus/CampusListPage').then((m) => m.CampusListPage) },
  {
    path: '/admin/campus/create',
    load: () => import('../features/campus/CampusFormPage').then((m) => m.CampusFormPage),
  },
  {
    path: '/admin/campus/edit/:campusId',
    load: () => import('../features/campus/CampusFormPage').then((m) => m.CampusFormPage),
  },
  {
    path: '/admin/campus/:campusId/preview',
    load: () => import('../features/campus/CampusPreviewPage').then((m) => m.CampusPreviewPage),
  },
  // Issue 6: processes, admin side (features/processes), the wizard (features/processes/wizard).
  { path: '/admin/processes', load: () => import('../features/processes/ProcessesPage').then((m) => m.ProcessesPage) },
  {
    path: '/admin/processes/select',
    load: () => import('../features/processes/wizard/ProcessKindSelectPage').then((m) => m.ProcessKindSelectPage),
  },
  {
    path: '/admin/processes/create',
    load: () => import('../features/processes/wizard/ProcessWizardPage').then((m) => m.ProcessWizardPage),
  },
  {
    path: '/admin/processes/edit/:processId',
    load: () => import('../features/processes/wizard/ProcessWizardPage').then((m) => m.ProcessWizardPage),
  },
  // Talent attraction: its wizard (features/processes/attraction); its status pages share ProcessPage.
  {
    path: '/admin/attraction/create',
    load: () => import('../features/processes/attraction/AttractionWizardPage').then((m) => m.AttractionWizardPage),
  },
  {
    path: '/admin/attraction/edit/:processId',
    load: () => import('../features/processes/attraction/AttractionWizardPage').then((m) => m.AttractionWizardPage),
  },
  {
    path: '/admin/processes/attraction/:status/:processId',
    load: () => import('../features/processes/ProcessPage').then((m) => m.ProcessPage),
  },
  {
    path: '/company-admin/processes/attraction/:status/:processId',
    load: () =>
      import('../features/processes/companyAdmin/CompanyAdminProcessPage').then((m) => m.CompanyAdminProcessPage),
  },
  {
    path: '/admin/reports',
    load: () => import('../features/reports/MdiFeedbackReportPage').then((m) => m.MdiFeedbackReportPage),
  },
  {
    path: '/admin/workshop-report',
    load: () => import('../features/reports/WorkshopReportPage').then((m) => m.WorkshopReportPage),
  },
  {
    path: '/company-admin/reports',
    load: () => import('../features/reports/MdiFeedbackReportPage').then((m) => m.MdiFeedbackReportPage),
  },
  {
    path: '/company-admin/workshop-report',
    load: () => import('../features/reports/WorkshopReportPage').then((m) => m.WorkshopReportPage),
  },
  // Issue 6: the company admin's processes (read-only detail).
  {
    path: '/company-admin/processes',
    load: () =>
      import('../features/processes/companyAdmin/CompanyAdminProcessesPage').then((m) => m.CompanyAdminProcessesPage),
  },
  {
    path: '/company-admin/processes/:status/:processId',
    load: () =>
      import('../features/processes/companyAdmin/CompanyAdminProcessPage').then((m) => m.CompanyAdminProcessPage),
  },
  // Issue 6: the participant's side (features/participation) and event attendance (features/events).
  {
    path: '/process_invitation/result',
    load: () =>
      import('../features/participation/ProcessInvitationResultPage').then((m) => m.ProcessInvitationResultPage),
  },
  {
    path: '/process_invitation/:as',
    load: () => import('../features/participation/ProcessInvitationPage').then((m) => m.ProcessInvitationPage),
  },
  {
    path: '/home/process/:pairId/:as',
    load: () => import('../features/participation/MemberProcessPage').then((m) => m.MemberProcessPage),
  },
  // Issue 17: the member's networking matches (features/networking).
  { path: '/networking', load: () => import('../features/networking/NetworkingPage').then((m) => m.NetworkingPage) },
  {
    path: '/event-attendance-qr/:eventId',
    load: () => import('../features/events/EventAttendanceQrPage').then((m) => m.EventAttendanceQrPage),
  },
  { path: '/chat/:pairId/:as', load: () => import('../features/chat/ChatPage').then((m) => m.ChatPage) },
  // The member's talent-attraction process and its group chat (spec 002 §2.7, §2.8).
  {
    path: '/attraction/:as/:processId',
    load: () => import('../features/attraction/member/AttractionMemberPage').then((m) => m.AttractionMemberPage),
  },
  {
    path: '/groupchat/:processId',
    load: () => import('../features/attraction/member/GroupChatPage').then((m) => m.GroupChatPage),
  },
  // Issue 16: answering questionnaires (features/answers).
  { path: '/answer/:invitationId', load: () => import('../features/answers/AnswerPage').then((m) => m.AnswerPage) },
  // Issue 18: the session guide a pair answers together, live.
  {
    path: '/answer/template/:invitationId',
    load: () => import('../features/sessionGuides/GuidePage').then((m) => m.GuidePage),
  },
  {
    path: '/mdi/user',
    load: () => import('../features/answers/LegacyMeasurementPage').then((m) => m.LegacyMeasurementPage),
  },
  {
    path: '/feedback/user',
    load: () => import('../features/answers/PendingFeedbackPage').then((m) => m.PendingFeedbackPage),
  },
  {
    path: '/mdi/user/result',
    load: () => import('../features/answers/AnswerThanksPage').then((m) => m.AnswerThanksPage),
  },
  // Issue 20: the member's certificate and its public, verifiable page (spec 002 §2.10).
  {
    path: '/my-certificate/:certificateId',
    load: () => import('../features/certificates/MyCertificatePage').then((m) => m.MyCertificatePage),
  },
  {
    path: '/certificate/:certificateId',
    load: () => import('../features/certificates/PublicCertificatePage').then((m) => m.PublicCertificatePage),
  },
  {
    path: '/mark-attendance/:eventId',
    load: () => import('../features/events/MarkAttendancePage').then((m) => m.MarkAttendancePage),
  },
  {
    path: '/admin/processes/:status/:processId',
    load: () => import('../features/processes/ProcessPage').then((m) => m.ProcessPage),
  },
  // Issue 5: convocatories, admin side (features/convocatories).
  {
    path: '/admin/convocatory',
    load: () => import('../features/convocatories/ConvocatoriesPage').then((m) => m.ConvocatoriesPage),
  },
  {
    path: '/admin/convocatory/create',
    load: () => import('../features/convocatories/ConvocatoryFormPage').then((m) => m.ConvocatoryFormPage),
  },
  {
    path: '/admin/convocatory/edit/:convocatoryId',
    load: () => import('../features/convocatories/ConvocatoryFormPage').then((m) => m.ConvocatoryFormPage),
  },
  {
    path: '/admin/convocatory/view/:convocatoryId',
    load: () => import('../features/convocatories/ConvocatoryDetailPage').then((m) => m.ConvocatoryDetailPage),
  },
  {
    path: '/admin/convocatory/:convocatoryId',
    load: () => import('../features/convocatories/ConvocatoryDetailPage').then((m) => m.ConvocatoryDetailPage),
  },
  // Challenges of talent-attraction processes (features/challenges).
  {
    path: '/admin/challenges',
    load: () => import('../features/challenges/ChallengesPage').then((m) => m.ChallengesPage),
  },
  {
    path: '/admin/challenge/create',
    load: () => import('../features/challenges/ChallengeFormPage').then((m) => m.ChallengeFormPage),
  },
  {
    path: '/admin/challenge/edit/:challengeId',
    load: () => import('../features/challenges/ChallengeFormPage').then((m) => m.ChallengeFormPage),
  },
  // Issue 4: mentoring guides ('Pautas', features/guides).
  { path: '/admin/mentorship', load: () => import('../features/guides/GuidesPage').then((m) => m.GuidesPage) },
  {
    path: '/admin/mentorship/create',
    load: () => import('../features/guides/GuideFormPage').then((m) => m.GuideFormPage),
  },
  {
    path: '/admin/mentorship/:mentorshipId/edit',
    load: () => import('../features/guides/GuideFormPage').then((m) => m.GuideFormPage),
  },
  {
    path: '/admin/mentorship/:mentorshipId/view',
    load: () => import('../features/guides/GuideViewPage').then((m) => m.GuideViewPage),
  },
  // Issue 4: impact measurements, questionary bundles and guide templates (features/measurements).
  { path: '/admin/mdi/forms', load: () => import('../features/measurements/MdiListPage').then((m) => m.MdiListPage) },
  {
    path: '/admin/mdi/panel',
    load: () => import('../features/measurements/MdiPanelPage').then((m) => m.MdiPanelPage),
  },
  {
    path: '/admin/mdi/:mdiId/preview',
    load: () => import('../features/measurements/MdiPreviewPage').then((m) => m.MdiPreviewPage),
  },
  // The two bundle lists by their own paths, so the menu's 'MDI' and 'Feedback sesiones' entries find them.
  {
    path: '/admin/questionary-bundles/mdi',
    load: () => import('../features/measurements/BundleListPage').then((m) => m.MdiBundlesPage),
  },
  {
    path: '/admin/questionary-bundles/session_feedback',
    load: () => import('../features/measurements/BundleListPage').then((m) => m.SessionFeedbackBundlesPage),
  },
  {
    path: '/admin/questionary-bundle/create/:questionaryBundleType',
    load: () => import('../features/measurements/BundleCreatePage').then((m) => m.BundleCreatePage),
  },
  {
    path: '/admin/questionary-bundle/:questionaryBundleId',
    load: () => import('../features/measurements/BundleDetailPage').then((m) => m.BundleDetailPage),
  },
  {
    path: '/admin/dynamic-mentorship',
    load: () => import('../features/measurements/DynamicMentorshipListPage').then((m) => m.DynamicMentorshipListPage),
  },
  {
    path: '/admin/dynamic-mentorship/create',
    load: () =>
      import('../features/measurements/DynamicMentorshipCreatePage').then((m) => m.DynamicMentorshipCreatePage),
  },
  {
    path: '/admin/dynamic-mentorship/:dynamicMentorshipId',
    load: () =>
      import('../features/measurements/DynamicMentorshipDetailPage').then((m) => m.DynamicMentorshipDetailPage),
  },
  // Issue 4: question bank, questionaries (builder and previews) (features/questionnaires).
  {
    path: '/admin/mdi/questions',
    load: () => import('../features/questionnaires/QuestionsPage').then((m) => m.QuestionsPage),
  },
  {
    path: '/admin/questionaries',
    load: () => import('../features/questionnaires/QuestionariesPage').then((m) => m.QuestionariesPage),
  },
  {
    path: '/admin/questionaries/create',
    load: () => import('../features/questionnaires/QuestionaryBuilderPage').then((m) => m.QuestionaryBuilderPage),
  },
  {
    path: '/admin/questionaries/edit/:questionaryId',
    load: () => import('../features/questionnaires/QuestionaryBuilderPage').then((m) => m.QuestionaryBuilderPage),
  },
  {
    path: '/questionary/:questionaryId',
    load: () => import('../features/questionnaires/QuestionaryPreviewPage').then((m) => m.QuestionaryPreviewPage),
  },
  {
    path: '/admin/template/:questionaryId',
    load: () => import('../features/questionnaires/QuestionaryPreviewPage').then((m) => m.QuestionaryPreviewPage),
  },
  // Issue 16: open invitations (features/openInvitations).
  {
    path: '/admin/open-questionaries',
    load: () => import('../features/openInvitations/OpenQuestionariesPage').then((m) => m.OpenQuestionariesPage),
  },
  {
    path: '/admin/open-invitation/:invitationId',
    load: () => import('../features/openInvitations/OpenInvitationPage').then((m) => m.OpenInvitationPage),
  },
  // Issue 17: the entrepreneurs' blog (features/blog), and where admins write it.
  { path: '/blog', load: () => import('../features/blog/BlogPage').then((m) => m.BlogPage) },
  { path: '/admin/blog', load: () => import('../features/blog/AdminBlogPage').then((m) => m.AdminBlogPage) },
  // Issue 5: the public convocatory enrolment (features/enrolment).
  {
    path: '/convocatory/inscription/:convocatoryId/:role',
    load: () => import('../features/enrolment/EnrolmentPage').then((m) => m.EnrolmentByIdPage),
  },
  {
    path: '/convocatory/inscription/:token',
    load: () => import('../features/enrolment/EnrolmentPage').then((m) => m.EnrolmentByLinkPage),
  },
  // The public landing pages (spec 002 §2.12).
  {
    path: '/postula-a-ser-mentora',
    load: () => import('../features/enrolment/landing/ApplicationLandingPages').then((m) => m.MentorApplicationPage),
  },
  {
    path: '/emprende-inscription',
    load: () =>
      import('../features/enrolment/landing/ApplicationLandingPages').then((m) => m.EntrepreneurApplicationPage),
  },
  {
    path: '/convocatory/inscription_result',
    load: () => import('../features/enrolment/InscriptionResultPage').then((m) => m.InscriptionResultPage),
  },
];

const builtPaths = new Set(pageRoutes.map((route) => route.path));

export function isBuiltRoute(path: string): boolean {
  return builtPaths.has(path);
}

/**
 * Starts loading a screen's code before the user gets there (a pointer resting on a link to it, or the link
 * focused), so the click finds it ready. The bundler keeps each module once: loading it again costs nothing.
 */
export function preloadPage(path: string): void {
  void pageRoutes
    .find((route) => route.path === path)
    ?.load()
    .catch(() => undefined);
}
