import { describe, expect, it } from 'vitest';
import { isSameOrigin } from '../../src/components/uploadImage';

describe('image uploads send the login token only to our own server', () => {
  const origin = 'https://backoffice.example.ma';
  it('a relative address is our own server', () => {
    expect(isSameOrigin('/api/images/upload', origin)).toBe(true);
    expect(isSameOrigin('https://backoffice.example.ma/api/images/upload', origin)).toBe(true);
  });
  it('an image service elsewhere never sees the token', () => {
    expect(isSameOrigin('https://api.cloudinary.com/v1_1/demo/image/upload', origin)).toBe(false);
    expect(isSameOrigin('http://backoffice.example.ma/api/images/upload', origin)).toBe(false);
  });
});
