import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';

/**
 * Where uploaded files live (avatars today; illustrations and documents later). Keys are relative, slash-separated
 * names such as `avatars/2f1c….jpg`; they are random or content-hashed, so a stored file never changes.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a file that does not exist is not an error. */
  delete(key: string): Promise<void>;
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
  };
}
