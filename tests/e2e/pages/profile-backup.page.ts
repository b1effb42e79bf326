import type { Download, Locator, Page } from 'playwright-core';
import { ProfilePage } from './profile.page';

/** The Salon Profile's device sections: Storage on this device, and Backup and restore. */
export class ProfileBackupPage extends ProfilePage {
  constructor(page: Page, baseUrl: string) {
    super(page, baseUrl);
  }

  get storageSection(): Locator {
    return this.page.getByRole('region', { name: 'Storage on this device' });
  }
  get storageUsage(): Locator {
    return this.storageSection.getByTestId('storage-usage');
  }
  get storagePersisted(): Locator {
    return this.storageSection.getByTestId('storage-persisted');
  }

  get backupSection(): Locator {
    return this.page.getByRole('region', { name: 'Backup and restore' });
  }
  get downloadButton(): Locator {
    return this.backupSection.getByRole('button', { name: 'Download backup' });
  }
  /** Clicks Download backup and returns the browser's download. */
  async downloadBackup(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.downloadButton.click()]);
    return download;
  }
  /** Picks a file through the Restore button's file chooser, as the owner would. */
  async chooseBackupFile(file: string | { name: string; mimeType: string; buffer: Buffer }) {
    const [chooser] = await Promise.all([
      this.page.waitForEvent('filechooser'),
      this.backupSection.getByRole('button', { name: 'Restore from a backup file' }).click(),
    ]);
    await chooser.setFiles(file);
  }
  get confirmation(): Locator {
    return this.backupSection.getByRole('group', { name: 'Restore this backup?' });
  }
  get restoreCounts(): Locator {
    return this.confirmation.getByTestId('restore-counts');
  }
  get confirmRestore(): Locator {
    return this.confirmation.getByRole('button', { name: 'Restore backup' });
  }
  get backupAlert(): Locator {
    return this.backupSection.getByRole('alert');
  }
  get backupStatus(): Locator {
    return this.backupSection.getByRole('status');
  }
}
