import { blogMessages, type Post } from '@enlaza/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CommentsDialog } from './CommentsDialog';
import { MarkdownContent } from './Markdown';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const POST_ID = '33333333-3333-4333-8333-333333333333';

const comment = (commentId: string, authorId: string, name: string, content: string) => ({
  commentId,
  authorId,
  content,
  createdAt: '2026-03-02T15:04:00.000Z',
  authorData: { name, lastName: 'Pérez', photoUrl: null },
});

const post: Post = {
  postId: POST_ID,
  title: 'Cómo fijar precios',
  content: 'Texto',
  photoUrl: null,
  publishedAt: '2026-03-01T12:00:00.000Z',
  comments: [comment('c-other', OTHER, 'Rocío', 'El de Rocío'), comment('c-mine', ME, 'Daniela', 'El mío')],
  likedUserIds: [],
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
let sent: unknown;
beforeEach(() => {
  sent = undefined;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === `/api/posts/${POST_ID}/comment` && init?.method === 'POST') {
      sent = JSON.parse(String(init.body));
      return json(200, { ...post, comments: [...post.comments, comment('c-new', ME, 'Daniela', 'Nuevo')] });
    }
    return json(404, { error: { type: 'not_found', message: 'No encontrado' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the comments dialog', () => {
  it('lists the comments with their authors and dates, and offers to delete only her own', async () => {
    renderWithProviders(<CommentsDialog post={post} userId={ME} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Comentarios: Cómo fijar precios' });
    const [others, mine] = within(dialog).getAllByRole('listitem');
    expect(others).toHaveTextContent('Rocío Pérez');
    expect(others).toHaveTextContent('2 de marzo de 2026, 12:04');
    expect(within(others!).queryByRole('button')).toBeNull();
    expect(within(mine!).getByRole('button', { name: 'Eliminar mi comentario' })).toBeInTheDocument();
  });

  it('sends a comment only when it is not empty, trimmed and in her name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommentsDialog post={post} userId={ME} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    const field = within(dialog).getByRole('textbox', { name: 'Escribe un comentario' });
    expect(send).toBeDisabled();
    await user.type(field, '   ');
    expect(send).toBeDisabled();
    await user.type(field, 'Gracias  ');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(sent).toEqual({ authorId: ME, content: 'Gracias' }));
    expect(await screen.findByText(blogMessages.commentSent)).toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});

describe('a post’s Markdown', () => {
  it('renders the formatting but never raw HTML, script links or pictures', () => {
    const { container } = render(
      <MarkdownContent>
        {[
          '# Título',
          '',
          '**negrita** <b onclick="alert(1)">html</b> <script>alert(1)</script>',
          '',
          '[malo](javascript:alert(1)) [bueno](https://example.com) ![foto](https://tracker.example/p.png)',
        ].join('\n')}
      </MarkdownContent>,
    );
    // Under the post's own title (level 2).
    expect(screen.getByRole('heading', { level: 3, name: 'Título' })).toBeInTheDocument();
    expect(screen.getByText('negrita').tagName).toBe('STRONG');
    expect(container.querySelector('b, script, img, [onclick]')).toBeNull();
    expect(screen.getByText('malo').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(screen.getByRole('link', { name: 'bueno' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
