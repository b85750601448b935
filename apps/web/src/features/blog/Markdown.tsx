import ReactMarkdown, { type Components } from 'react-markdown';
import './blog.css';

/**
 * Headings of a post sit under the post's own title (level 2 on the page): the body's '#' starts at level 3, so the
 * page's outline stays in order. Links leave the platform in a new tab.
 */
const components: Components = {
  h1: 'h3',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  h5: 'h6',
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/**
 * A post's Markdown body rendered safely: raw HTML is dropped (never injected), link targets go through the
 * library's URL check (no `javascript:`), and pictures inside the text are left out: a post has its own picture,
 * and images from other sites would track readers.
 */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <div className="markdown-content">
      <ReactMarkdown skipHtml disallowedElements={['img']} unwrapDisallowed components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
