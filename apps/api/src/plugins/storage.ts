import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';

/**
 * Where uploaded files live (avatars, logos, illustrations, lesson and guide documents). Keys are relative, slash-separated
 * names such as `avatars/2f1c….jpg`; they are random or content-hashed, so a stored file never changes.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a file that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** The keys of every stored file, in no particular order (backups). */
  list(): Promise<string[]>;
  /** Resolves when files can be stored and read; rejects with the reason otherwise (health check, start-up). */
  checkReachable(): Promise<void>;
  /** Where the files are, for operators' logs (a folder, or a bucket and its endpoint); never shown to users. */
  readonly location: string;
}

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * A key is one or more segments of letters, digits, '-' and '_' (no dots, so no '..'), the last one with a known
 * extension. Anything else is refused before it gets near the file system.
 */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export class InvalidFileKeyError extends Error {
  constructor() {
    super('Nombre de archivo no válido');
  }
}

export function isValidFileKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && path.extname(key) in contentTypes;
}

export function contentTypeOfKey(key: string): string {
  return contentTypes[path.extname(key)] ?? 'application/octet-stream';
}

/** A fresh, unguessable key in `folder` with the given extension (e.g. 'avatars', '.jpg'). */
export function newFileKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}${extension}`;
}

/** Files under `root` on the local disk (the default: DATA_DIR/files). */
export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function pathOf(key: string): string {
    if (!isValidFileKey(key)) throw new InvalidFileKeyError();
    const full = path.resolve(base, key);
    // Belt and braces: the pattern already excludes '..' and absolute paths.
    if (!full.startsWith(base + path.sep)) throw new InvalidFileKeyError();
    return full;
  }

  return {
    async put(key, data) {
      const full = pathOf(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Write aside, then rename: a reader never sees half a file.
      const temporary = `${full}.${randomUUID()}.part`;
      await writeFile(temporary, data);
      await rename(temporary, full);
    },
    async get(key) {
      if (!isValidFileKey(key)) return null;
      const full = pathOf(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(full), size: info.size, contentType: contentTypeOfKey(key) };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list() {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      });
      // Only real stored files: not folders, nor a write still in progress (`….part`).
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter(isValidFileKey);
    },
    async checkReachable() {
      await mkdir(base, { recursive: true });
      await access(base, constants.R_OK | constants.W_OK);
    },
    location: base,
  };
}

export interface S3StorageSettings {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, …); unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's default credential chain applies (environment, profile, role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Segments put before every key, e.g. `enlaza/produccion`, so one bucket can hold several installations. */
  prefix?: string;
}

/** How long a reachability check may take before the bucket counts as unreachable. */
const S3_CHECK_TIMEOUT_MS = 5000;

/**
 * Files as objects in an S3-compatible bucket, which must already exist: it is never created here. Every instance
 * pointed at the same bucket and prefix serves the same files.
 */
export function createS3FileStorage(settings: S3StorageSettings): FileStorage {
  const { bucket, prefix } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: several S3-compatible services refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  function objectKeyOf(key: string): string {
    if (!isValidFileKey(key)) throw new InvalidFileKeyError();
    return prefix ? `${prefix}/${key}` : key;
  }

  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKeyOf(key),
          Body: data,
          ContentLength: data.length,
          ContentType: contentTypeOfKey(key),
        }),
      );
    },
    async get(key) {
      if (!isValidFileKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKeyOf(key) }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 object without a readable body: ${key}`);
        return { stream: object.Body, size: object.ContentLength ?? 0, contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKeyOf(key) }));
      } catch (error) {
        // S3 itself answers 204 for a missing object; some compatible services answer 404.
        if (!isMissingObject(error)) throw error;
      }
    },
    async list() {
      const keys: string[] = [];
      const start = prefix ? `${prefix}/` : '';
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: start || undefined,
            ContinuationToken: continuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(start.length);
          // Other objects under the prefix (another installation's deeper prefix, a stray upload) are not files here.
          if (key && isValidFileKey(key)) keys.push(key);
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return keys;
    },
    async checkReachable() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(S3_CHECK_TIMEOUT_MS),
      });
    },
    location: `bucket S3 "${bucket}"${prefix ? ` (prefijo ${prefix}/)` : ''} en ${settings.endpoint ?? `AWS ${settings.region}`}`,
  };
}

/** A missing object, not a missing bucket: that one is a configuration error and must surface. */
function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files on local disk. */
export function createConfiguredStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(path.join(config.dataDir, 'files'));
}

/**
 * Checks once, at start-up, that files can be reached, and logs an error naming the place when they cannot (a
 * missing bucket, wrong credentials); the server still starts, and /api/health reports the files as down.
 */
export async function reportUnreachableStorage(storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  try {
    await storage.checkReachable();
  } catch (err) {
    log.error(
      { err },
      `No se puede acceder al almacenamiento de archivos (${storage.location}): las subidas y descargas fallarán. ` +
        'Con S3_BUCKET, el bucket debe existir de antemano y las credenciales deben permitir leer y escribir en él.',
    );
  }
}
