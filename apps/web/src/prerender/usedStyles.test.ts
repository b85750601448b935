import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usedStyles } from './usedStyles';

describe('the styles a drawn page carries', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'enlaza-used-styles-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'assets', 'index-1.css'),
      'html{color:#222}body{margin:0}.ant-btn{padding:4px}.ant-btn:hover{color:var(--ant-color-primary)}' +
        '.ant-modal{position:fixed}@keyframes antSpinMove{to{opacity:1}}.ant-spin-dot{animation:antSpinMove 1s}',
    );
    writeFileSync(path.join(dist, 'assets', 'form-1.css'), '.enrolment__title{font-size:24px}.ant-table{width:100%}');
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('are the rules of its stylesheets that name its elements, in their order; the others stay in the files', async () => {
    const css = await usedStyles(
      '<h1 class="enrolment__title">Inscripción</h1><button class="ant-btn"><span class="ant-spin-dot"></span></button>',
      ['/assets/index-1.css', '/assets/form-1.css'],
      dist,
    );
    const kept = css.replace(/\s+/g, '');
    expect(kept).toContain('html{color:#222}');
    expect(kept).toContain('body{margin:0}');
    expect(kept).toContain('.ant-btn:hover{color:var(--ant-color-primary)}');
    expect(kept).toContain('@keyframesantSpinMove');
    expect(kept.indexOf('.ant-btn{')).toBeLessThan(kept.indexOf('.enrolment__title{'));
    expect(kept).not.toContain('.ant-modal');
    expect(kept).not.toContain('.ant-table');
  });

  it('are none when its stylesheets are not in the build', async () => {
    expect(await usedStyles('<h1 class="x">Hola</h1>', ['/assets/missing.css'], dist)).toBe('');
  });
});
