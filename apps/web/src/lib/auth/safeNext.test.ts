import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safeNext';

describe('safeNextPath', () => {
  it.each([
    ['/home', '/home'],
    ['/admin/clients?page=2#top', '/admin/clients?page=2#top'],
    ['/user_profile/42', '/user_profile/42'],
    ['/answer/abc?usertoken=x%2By', '/answer/abc?usertoken=x%2By'],
    ['/admin/../home', '/home'],
  ])('accepts the relative path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['home'],
    ['http://evil.example/home'],
    ['https://evil.example'],
    ['HTTPS://evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/home\\..\\..\\evil'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['mailto:someone@example.com'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /home'],
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});
