/** A backup or restore that cannot be done, with the reason in words for the operator. */
export class BackupError extends Error {}

/** A file that is not a backup made here (or is damaged): refused before anything changes. */
export class InvalidBackupError extends BackupError {}
