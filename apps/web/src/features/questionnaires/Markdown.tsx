import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** **bold**, *italic* and [links](https://…) inside one line; everything else stays text (no HTML is ever injected). */
function inline(text: string, keyPrefix: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const key = `${keyPrefix}-${match.index}`;
    if (match[1]) parts.push(<strong key={key}>{match[1]}</strong>);
    else if (match[2]) parts.push(<em key={key}>{match[2]}</em>);
    else
      parts.push(
        <a key={key} href={match[4]} target="_blank" rel="noreferrer noopener">
          {match[3]}
        </a>,
      );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * The small Markdown subset guide authors use for guidance blocks: headings (#, ##, ###), bullet lists (- or *),
 * numbered lists, paragraphs, bold, italics and links.
 */
export function Markdown({ source }: { source: string }) {
  const blocks: ReactNode[] = [];
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      const level = (heading[1]!.length + 2) as 3 | 4 | 5;
      blocks.push(
        <Typography.Title key={i} level={level}>
          {inline(heading[2]!, `h${i}`)}
        </Typography.Title>,
      );
      i++;
    } else if (/^\s*[-*]\s+/.test(line) || /^\s*\d+[.)]\s+/.test(line)) {
      const ordered = /^\s*\d+[.)]\s+/.test(line);
      const itemPattern = ordered ? /^\s*\d+[.)]\s+/ : /^\s*[-*]\s+/;
      const items: ReactNode[] = [];
      const start = i;
      while (i < lines.length && itemPattern.test(lines[i]!)) {
        items.push(<li key={i}>{inline(lines[i]!.replace(itemPattern, ''), `li${i}`)}</li>);
        i++;
      }
      blocks.push(ordered ? <ol key={start}>{items}</ol> : <ul key={start}>{items}</ul>);
    } else if (line.trim() === '') {
      i++;
    } else {
      const start = i;
      const paragraph: string[] = [];
      while (i < lines.length && lines[i]!.trim() !== '' && !/^(#{1,3}\s|\s*[-*]\s|\s*\d+[.)]\s)/.test(lines[i]!)) {
        paragraph.push(lines[i]!);
        i++;
      }
      blocks.push(<Typography.Paragraph key={start}>{inline(paragraph.join(' '), `p${start}`)}</Typography.Paragraph>);
    }
  }
  return <div className="enlaza-markdown">{blocks}</div>;
}
