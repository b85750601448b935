/** The blog for entrepreneurs (posts, likes, comments): the blog area's public surface. */
export { createBlogRepository } from './blog.repository';
export { blogRoutes } from './blog.routes';
export { createBlogService, type BlogService } from './blog.service';
