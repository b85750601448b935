import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractSlices, sliceNamesIn } from './antdStaticStyles';

const antdEs = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');

/** Every antd module that writes styles, with the slices it names. */
function styleModules(): { file: string; slices: string[] }[] {
  const files = readdirSync(antdEs, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  return files
    .map((file) => ({ file, slices: sliceNamesIn(readFileSync(path.join(antdEs, file), 'utf8')) }))
    .filter(({ slices }) => slices.length > 0);
}

describe("antd's styles made at build time", () => {
  let slices: Map<string, string>;
  beforeAll(() => {
    slices = extractSlices();
  });

  it('name the slice antd keys each style hook with', () => {
    expect(sliceNamesIn("genStyleHooks('Button', prepareComponentToken)")).toEqual(['Button-Button']);
    expect(
      sliceNamesIn("genStyleHooks(['Input', 'Search'], fn); genSubStyleComponent(['Modal', 'confirm'], fn)"),
    ).toEqual(['Input-Search', 'Modal-confirm']);
  });

  it('hold the CSS of every style module the app may load (the zero-runtime browser writes none)', () => {
    const modules = styleModules();
    expect(modules.length).toBeGreaterThan(60);
    // Styles antd only writes for parts the app does not use (the deprecated BackTop, bordered pagination).
    const unused = new Set(['BackTop-BackTop', 'Pagination-bordered']);
    const missing = modules.flatMap(({ file, slices: names }) =>
      names.filter((name) => !unused.has(name) && !slices.get(name)?.trim()).map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("are antd's own rules, written with the theme's CSS variables so both brands share them", () => {
    const button = slices.get('Button-Button')!;
    expect(button).toContain('.ant-btn');
    expect(button).toContain('var(--ant-color-primary)');
    expect(slices.get('Form-item-item')).toContain('.ant-form-item');
    expect(slices.get('Shared')).toContain('a{');
  });
});
