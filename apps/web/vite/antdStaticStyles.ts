/**
 * antd's styles made once at build time instead of in every visitor's browser.
 *
 * antd writes each component's CSS at run time (CSS-in-JS): on a phone's CPU that work was most of the first page's
 * blocking time. In a production build the app runs antd in its zero-runtime mode (AppProviders) and this plugin
 * gives each antd style module (`antd/es/<component>/style/...`, found by its `genStyleHooks('Button', …)`-style
 * call) the CSS that module would have written, as a CSS import of its own. The CSS therefore travels in the same
 * chunk as the component: a page loads the styles of exactly the components it shows, and the brand's colours stay
 * CSS variables antd still sets at run time, so both brands share one set of files.
 *
 * The CSS comes from antd's own renderer of every component (@ant-design/static-style-extract, the tool behind
 * `antd/dist/antd.css`), run once per build, one slice per style module.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:antd-style/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
/** The reset every component shares (links, icons): part of the entry's CSS. */
const SHARED_SLICE = 'Shared';
/** `genStyleHooks('Button', …)`, `genStyleHooks(['Input', 'Search'], …)` and the sub-style variants. */
const STYLE_HOOK_CALL = /gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(\[[^\]]*\]|'[^']*')/g;
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;

type CacheValue = [number, unknown];
interface StyleCache {
  cache: Map<string, CacheValue>;
}

/** The slice name antd keys a style hook's cache entry with: `Button-Button`, `Input-Search`, `Modal-confirm`. */
export function sliceNamesIn(code: string): string[] {
  return [...code.matchAll(STYLE_HOOK_CALL)].map(([, argument]) => {
    const cells = JSON.parse(argument!.replace(/'/g, '"')) as string | string[];
    return (Array.isArray(cells) ? cells : [cells, cells]).join('-');
  });
}

export function extractSlices(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const React = require('react') as typeof import('react');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const antd = require('antd') as typeof import('antd');
  const { extractStyle } = require('@ant-design/static-style-extract') as {
    extractStyle: (options: { customTheme: (node: React.ReactElement) => React.ReactElement }) => string;
  };
  const cache = cssinjs.createCache() as unknown as StyleCache;
  const h = React.createElement;
  // Parts the renderer of every component leaves out: styles antd only writes in some states.
  const extras = [h(antd.Form.Item, { key: 'form-item' }), h(antd.Pagination, { key: 'pagination', total: 100 })];
  extractStyle({
    customTheme: (node) =>
      h(
        cssinjs.StyleProvider,
        { cache: cache as never },
        h(antd.ConfigProvider, { theme: { hashed: false } }, node, ...extras),
      ),
  });

  const slices = new Map<string, string>();
  for (const [key, value] of cache.cache) {
    if (!key.startsWith('style%')) continue;
    // style%<hash>%<slice>%<prefixCls>%<iconPrefixCls>; the shared reset is style%<hash>%Shared%<prefix>.
    const slice = key.split('%')[2]!;
    const single = { cache: new Map([[key, value]]), updateTimes: new Map(), extracted: new Set() };
    const css = cssinjs.extractStyle(single as never, { plain: true, types: 'style' });
    slices.set(slice, `${slices.get(slice) ?? ''}${css}\n`);
  }
  return slices;
}

export function antdStaticStyles(): Plugin {
  let slices: Map<string, string> | undefined;
  return {
    name: 'enlaza:antd-static-styles',
    apply: 'build',
    buildStart() {
      // The server-side renderer's build carries no CSS.
      if (this.environment.config.build.ssr) return;
      slices = extractSlices();
      if (!slices.get(SHARED_SLICE)) this.error('antd did not render its shared styles');
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      return slices?.get(id.slice(RESOLVED_PREFIX.length).replace(/\.css$/, '')) ?? '';
    },
    transform(code, id) {
      if (!slices || !ANTD_MODULE.test(id)) return undefined;
      const names = sliceNamesIn(code);
      // antd's style utilities register the shared reset: it comes with them, so every page has it.
      if (/[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/.test(id)) names.push(SHARED_SLICE);
      if (names.length === 0) return undefined;
      const imports = [...new Set(names)].map((name) => `import '${VIRTUAL_PREFIX}${name}.css';`).join('\n');
      return { code: `${imports}\n${code}`, map: null };
    },
  };
}
