import { postCommentRequestSchema, postPayloadSchema, type PostPayload } from '@enlaza/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../plugins/storage';
import type { Database } from '../database';
import { postComments, posts, users } from '../schema';
import { asMember, seedServices } from './services';

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN_EMAIL = 'admin@enlaza.test';

interface DemoPost {
  title: string;
  content: string;
  /** Days before the seed ran; absent for a draft. */
  publishedDaysAgo?: number;
  likedBy: string[];
  comments: Array<[email: string, content: string]>;
}

const demoPosts: DemoPost[] = [
  {
    title: 'Cómo fijar el precio de tus productos',
    publishedDaysAgo: 2,
    content: [
      'Poner precio es una de las decisiones más difíciles de un emprendimiento. Tres pasos para hacerlo con calma:',
      '',
      '1. **Suma todos tus costos**: materiales, envases, despacho y también *tu tiempo*.',
      '2. **Mira el mercado**: ¿cuánto cobran otras marcas por algo parecido?',
      '3. **Define tu margen** y revísalo cada tres meses.',
      '',
      '> Un precio bajo no siempre vende más: también comunica el valor de lo que haces.',
      '',
      'Si quieres profundizar, revisa la guía de costos de [Sercotec](https://www.sercotec.cl).',
    ].join('\n'),
    likedBy: ['emprendedora@enlaza.test', 'artesana@enlaza.test'],
    comments: [
      ['artesana@enlaza.test', '¡Me sirvió muchísimo! Nunca había contado mi tiempo como costo.'],
      ['emprendedora@enlaza.test', 'A mí me pasaba lo mismo. Ahora lo reviso cada temporada.'],
    ],
  },
  {
    title: 'Vende en línea sin morir en el intento',
    publishedDaysAgo: 9,
    content: [
      'Abrir un canal de venta en línea no requiere una gran inversión. Algunas ideas para partir:',
      '',
      '- Empieza con **una red social** y hazla bien antes de abrir otra.',
      '- Usa fotos con luz natural y un fondo simple.',
      '- Responde rápido: la mayoría de las ventas se pierden por esperar.',
      '',
      '## ¿Y el despacho?',
      '',
      'Compara al menos dos empresas de envío y ofrece retiro en un punto fijo para bajar costos.',
    ].join('\n'),
    likedBy: ['artesana@enlaza.test'],
    comments: [['emprendedora@enlaza.test', '¿Alguien recomienda una empresa de despacho para productos frágiles?']],
  },
  {
    title: 'Bienvenida a la comunidad de emprendedoras',
    publishedDaysAgo: 20,
    content: [
      'Este es un espacio para aprender juntas. Aquí publicaremos **herramientas**, **historias** y **convocatorias**',
      'pensadas para tu emprendimiento.',
      '',
      'Comenta, comparte lo que te funciona y dale me gusta a lo que te sirva. ¡Bienvenida!',
    ].join('\n'),
    likedBy: ['emprendedora@enlaza.test'],
    comments: [],
  },
  {
    title: 'Fondos concursables del segundo semestre (borrador)',
    content: 'Listado de fondos abiertos y sus fechas de cierre. *Por completar antes de publicar.*',
    likedBy: [],
    comments: [],
  },
];

/**
 * The blog the demo entrepreneurs read: three published posts with likes and comments by them, and one draft for the
 * admin screen. The admin writes the posts, and the entrepreneurs like and comment them, through the blog service;
 * their dates are history. Only fills an empty blog, so running it again changes nothing; without the demo accounts
 * it does nothing.
 */
export async function seedDemoBlog(db: Database, now: Date = new Date(), storage?: FileStorage): Promise<void> {
  if ((await db.$count(posts)) > 0) return;
  const emails = [ADMIN_EMAIL, ...new Set(demoPosts.flatMap((p) => [...p.likedBy, ...p.comments.map((c) => c[0])]))];
  const people = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => [
      u.email,
      u.id,
    ]),
  );
  if (people.size !== emails.length) return;

  /** An entrepreneur signed in as herself. */
  const member = (email: string) => asMember(people.get(email)!);
  await db.transaction(async (tx) => {
    const services = seedServices(tx, storage);
    for (const post of demoPosts) {
      const publishedAt =
        post.publishedDaysAgo === undefined ? null : new Date(now.getTime() - post.publishedDaysAgo * DAY_MS);
      const payload: PostPayload = { title: post.title, content: post.content, published: publishedAt !== null };
      const { postId } = await services.blog.create(people.get(ADMIN_EMAIL)!, postPayloadSchema.parse(payload));
      // Written and published days ago: the dates are history.
      await tx
        .update(posts)
        .set({ publishedAt, createdAt: publishedAt ?? now, updatedAt: publishedAt ?? now })
        .where(eq(posts.id, postId));
      // The entrepreneurs like and comment the published post as members, a few hours apart in the order written;
      // those times are history too.
      for (const email of post.likedBy) await services.blog.toggleLike(member(email), postId);
      const dated = new Set<string>();
      for (const [index, [email, content]] of post.comments.entries()) {
        const { comments } = await services.blog.comment(
          member(email),
          postId,
          postCommentRequestSchema.parse({ content }),
        );
        const written = comments.find((c) => !dated.has(c.commentId))!;
        dated.add(written.commentId);
        await tx
          .update(postComments)
          .set({ createdAt: new Date((publishedAt ?? now).getTime() + (index + 1) * 3 * 60 * 60 * 1000) })
          .where(eq(postComments.id, written.commentId));
      }
    }
  });
}
