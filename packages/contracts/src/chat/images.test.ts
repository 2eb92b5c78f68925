import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { messageFromOperatorSchema, visitorMessageSchema } from './events';
import {
  CHAT_IMAGE_MAX_BYTES,
  chatImagePath,
  chatImageProblem,
  isChatImageId,
  visitorImageUploadPath,
} from './images';
import { emailMessageBodySchema } from './schemas';

const IMAGE_ID = 'aB3_-aB3_-aB3_-aB3_-aB3_-aB3_-12';

describe('chat images', () => {
  it('allow the spec file limit, jpg and png only', () => {
    expect(CHAT_IMAGE_MAX_BYTES).toBe(LIMITS.fileLimitBytes);
    expect(chatImageProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(chatImageProblem({ type: 'image/jpeg', size: LIMITS.fileLimitBytes })).toBeNull();
    expect(chatImageProblem({ type: 'image/jpeg', size: LIMITS.fileLimitBytes + 1 })).toBe('file_too_big');
    expect(chatImageProblem({ type: 'image/gif', size: 10 })).toBe('illegal_file_type');
    expect(chatImageProblem({ type: 'image/svg+xml', size: 10 })).toBe('illegal_file_type');
    expect(chatImageProblem({ type: '', size: 10 })).toBe('illegal_file_type');
  });

  it('are addressed by account and an opaque id', () => {
    expect(isChatImageId(IMAGE_ID)).toBe(true);
    expect(isChatImageId('https://tracker.example/pixel.gif')).toBe(false);
    expect(chatImagePath(7, IMAGE_ID)).toBe(`/api/chat/images/7/${IMAGE_ID}`);
    expect(visitorImageUploadPath(7)).toBe('/api/widget/7/images');
  });
});

describe('message content', () => {
  const base = { uid: 'visitor-1', client_id: 'client-0001' };

  it('is text, an image id, or both', () => {
    expect(messageFromOperatorSchema.safeParse({ ...base, text: 'Hei' }).success).toBe(true);
    expect(messageFromOperatorSchema.parse({ ...base, image: IMAGE_ID })).toMatchObject({ text: '' });
    expect(
      visitorMessageSchema.safeParse({ client_id: 'client-0001', text: ' ', image: IMAGE_ID }).success,
    ).toBe(true);
  });

  it('refuses whitespace alone and anything but an image id', () => {
    const blank = messageFromOperatorSchema.safeParse({ ...base, text: '  ' });
    expect(blank.error?.issues[0]).toMatchObject({ path: ['text'], message: 'field_empty' });
    const external = emailMessageBodySchema.safeParse({
      client_id: 'client-0001',
      text: 'Se her',
      image: 'https://tracker.example/pixel.gif',
    });
    expect(external.error?.issues[0]).toMatchObject({ path: ['image'], message: 'invalid_image' });
    expect(visitorMessageSchema.safeParse({ client_id: 'client-0001', image: 42 }).success).toBe(false);
  });
});
