import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newJourneyContext, saveScreenshot } from './support/browser';
import { answerCustomerType } from './support/home-flow';

/**
 * A customer dictates their job on a phone (docs/product/voice-input.md, ADR 0005). Chromium's
 * fake microphone plays a WAV that flite speaks here; the real client records it with
 * MediaRecorder, encodes 16 kHz WAV with Web Audio and the real server's PocketSphinx turns it
 * into the words that appear in the description box.
 */
const SPOKEN = 'please fix the dripping kitchen tap and put up two shelves';
/** Long enough for the whole sentence (about 3.5 s as flite says it). */
const RECORDING_MS = 4_500;

let browser: Browser;
let folder: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'handyman-voice-e2e-'));
  const speech = path.join(folder, 'speech.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', SPOKEN, '-o', speech], { stdio: 'ignore' });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // The base flags of support/browser.ts, plus a fake microphone that plays the file and a
    // permission prompt that answers "allow".
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      // %noloop: the sentence once, as a customer would say it.
      `--use-file-for-fake-audio-capture=${speech}%noloop`,
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function openWelcomeWithSingleTask(): Promise<Page> {
  const context = await newJourneyContext(browser);
  const page = await context.newPage();
  await answerCustomerType(page);
  await page.getByRole('radio', { name: /Single Task/ }).check();
  return page;
}

function heardWords(value: string): string[] {
  return value.toLowerCase().split(/\s+/);
}

describe('dictating the job description', () => {
  it('puts the spoken words in the description box', async () => {
    const page = await openWelcomeWithSingleTask();
    const description = page.getByLabel(/Describe the job/);
    await description.fill('Also:');

    const microphone = page.getByRole('button', { name: 'Record your job description by voice' });
    await microphone.click();
    await page.getByRole('status').filter({ hasText: 'Recording...' }).waitFor();
    await saveScreenshot(page, 'voice-recording-390');
    await page.waitForTimeout(RECORDING_MS);
    await page.getByRole('button', { name: 'Stop recording and transcribe' }).click();

    await page.getByText('Voice transcribed successfully', { exact: true }).waitFor({ timeout: 30_000 });
    const value = await description.inputValue();
    // Appended after what was typed, with a space (docs/product/voice-input.md#appending).
    expect(value.startsWith('Also: ')).toBe(true);
    const heard = heardWords(value);
    expect(['fix', 'kitchen', 'tap', 'shelves'].filter((word) => heard.includes(word)).length, value).toBeGreaterThanOrEqual(3);
    await saveScreenshot(page, 'voice-transcribed-390');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('works from the keyboard alone', async () => {
    const page = await openWelcomeWithSingleTask();
    const microphone = page.getByRole('button', { name: 'Record your job description by voice' });
    await microphone.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Recording...' }).waitFor();
    await page.waitForTimeout(RECORDING_MS);
    // Focus stays on the same button, now named for what it will do next.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Stop recording and transcribe');
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: 'Transcribing...' }).waitFor().catch(() => undefined);
    await page.getByText('Voice transcribed successfully', { exact: true }).waitFor({ timeout: 30_000 });
    expect(heardWords(await page.getByLabel(/Describe the job/).inputValue())).toContain('kitchen');
    await page.context().close();
  });
});
