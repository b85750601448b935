export { createBackup, appliedMigrations } from './backup';
export { restoreBackup, countRows, type RestoreSummary } from './restore';
export type { BackupManifest } from './archive';
export { BackupError, InvalidBackupError } from './errors';
