// A repository's refusal that reaches a screen as its English: written in the owner's language
// once domainText's tables have it (Conflicts → Reassign to a member busy then; a repeating
// booking's date whose service went).
import { describe, expect, it } from 'vitest';
import { catalogI18n } from '../../tests/support/catalog-i18n';
import { ValidationError } from '../domain/errors';
import { domainText, domainTextsReady } from './domain-texts';

const BUSY = 'That staff member is not free at this time. Please choose someone else.';

describe("a refused reassignment in the owner's language", () => {
  it('says the member is busy in Vietnamese and Spanish, and as it was in English', async () => {
    await domainTextsReady();
    const refused = new ValidationError(BUSY, 'staffId');
    expect(domainText(await catalogI18n('app', 'vi'), refused)).toBe('Nhân viên này không rảnh vào giờ này. Vui lòng chọn người khác.');
    expect(domainText(await catalogI18n('app', 'es'), refused)).toBe('Ese empleado no está libre a esta hora. Elige a otra persona.');
    expect(domainText(await catalogI18n('app', 'en'), refused)).toBe(BUSY);
  });

  it("says a repeating booking's service is gone in Vietnamese and Spanish", async () => {
    await domainTextsReady();
    const gone = 'That service no longer exists.';
    expect(domainText(await catalogI18n('app', 'vi'), gone)).toBe('Dịch vụ đó không còn nữa.');
    expect(domainText(await catalogI18n('app', 'es'), gone)).toBe('Ese servicio ya no existe.');
    expect(domainText(await catalogI18n('app', 'en'), gone)).toBe(gone);
  });
});
