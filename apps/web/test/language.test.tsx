// The interface language (issue 15, decision 302): English by default, Hebrew from the browser or a switch, in
// place (no reload), kept in this browser and, for a signed-in student, on the server.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { api } from '@/lib/api-client';
import { activateLanguage, detectLanguage } from '@/lib/i18n';
import { json, renderApp, sessionBody, stubNetwork, syncSession, TEST_USER } from './test-utils';

afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

describe('language', () => {
  it('is English in an English browser, Hebrew in a Hebrew one, and a stored choice wins', () => {
    expect(detectLanguage()).toBe('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['he-IL', 'en-US']);
    expect(detectLanguage()).toBe('he');
    localStorage.setItem('studypilot-language', 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('lets a visitor switch the landing page to Hebrew, right to left, and back', async () => {
    stubNetwork();
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Turn your course materials into practice tests',
    );
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    await user.click(screen.getByRole('button', { name: 'עברית' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'הופכים את חומרי הקורס שלך למבחני תרגול',
      ),
    );
    expect(screen.getByRole('button', { name: 'מתחילים ללמוד בחינם' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'התחברות' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // the title follows the language in an effect after the render: wait for it (a CI run read it one tick early)
    await waitFor(() => expect(document.title).toBe('מבחני תרגול מבוססי AI מחומרי הקורס שלך · StudyPilot'));
    expect(localStorage.getItem('studypilot-language')).toBe('he');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Start Studying Free' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('keeps a signed-in student’s choice from the account menu on the server', async () => {
    let language: string | null = null;
    const net = stubNetwork({
      'GET /api/auth/get-session': () => json(sessionBody({ ...TEST_USER, language } as typeof TEST_USER)),
      'POST /api/auth/update-user': (req) => {
        language = (req.body as { language: string }).language;
        return json({ status: true });
      },
    });
    await syncSession();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Language')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'עברית' }));

    await waitFor(() => expect(net.callsTo('POST', '/api/auth/update-user')).toHaveLength(1));
    expect(net.callsTo('POST', '/api/auth/update-user')[0]!.body).toEqual({ language: 'he' });
    const nav = await screen.findByRole('navigation', { name: 'ניווט ראשי' });
    expect(within(nav).getByRole('link', { name: 'קורסים' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('follows the language kept on the server when a student signs in', async () => {
    stubNetwork({
      'GET /api/auth/get-session': () =>
        json(sessionBody({ ...TEST_USER, language: 'he' } as typeof TEST_USER)),
    });
    await syncSession();
    renderApp('/');
    expect(await screen.findAllByRole('link', { name: 'קורסים' })).toHaveLength(2); // top bar and phone tabs
    expect(document.documentElement).toHaveAttribute('lang', 'he');
  });
});

describe('API errors', () => {
  const quota = {
    error: {
      code: 'QUOTA_EXCEEDED',
      message: 'You have reached the Free plan limit of 5 tests this month.',
      params: { limit: 5, date: '2026-12-01T12:00:00.000Z' },
    },
  };

  it("show the server's English message in English", async () => {
    stubNetwork({ 'POST /api/practice-tests': () => json(quota, 403) });
    await expect(api.post('/practice-tests', {})).rejects.toThrow(quota.error.message);
  });

  it('are written in Hebrew by their code and params', async () => {
    await activateLanguage('he');
    stubNetwork({
      'POST /api/practice-tests': () => json(quota, 403),
      'GET /api/courses/c1': () =>
        json({ error: { code: 'COURSE_NOT_FOUND', message: 'Course not found' } }, 404),
      'GET /api/odd': () =>
        json({ error: { code: 'SOMETHING_NEW', message: 'Something new went wrong' } }, 400),
    });
    await expect(api.post('/practice-tests', {})).rejects.toThrow(
      /^ניצלת את 5 המבחנים של המסלול החינמי החודש\. אפשר ליצור עוד ב-1 בדצמבר 2026/,
    );
    await expect(api.get('/courses/c1')).rejects.toThrow('הקורס לא נמצא');
    // A code without a Hebrew text keeps the server's message rather than showing nothing.
    await expect(api.get('/odd')).rejects.toThrow('Something new went wrong');
  });
});

describe('the Hebrew catalogue', () => {
  it('loads every namespace the English texts have', async () => {
    await activateLanguage('he');
    const { i18n } = await import('@lingui/core');
    const english = import.meta.glob<Record<string, string>>('../src/locales/en/*.json', {
      eager: true,
      import: 'default',
    });
    const missing = Object.entries(english).flatMap(([path, texts]) => {
      const ns = path.split('/').pop()!.slice(0, -'.json'.length);
      return Object.keys(texts)
        .map((key) => `${ns}.${key}`)
        .filter((id) => !(id in i18n.messages));
    });
    expect(missing).toEqual([]);
  });
});
