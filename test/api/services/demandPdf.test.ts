/**
 * The request sheet's file name (part 2 §7: show, stand, number, timestamp): the timestamp is the
 * Paris wall time a user reads on their clock, not UTC (summer and winter offsets).
 */
import { demandPdfFileName } from '@server/services/demandPdf';

const sheet = { id: 42, show: 'Salon Équipement', stand: { name: 'Café Noir', hall: '', aisle: '', number: '', surface: '' } };

describe('demandPdfFileName', () => {
  it('stamps the file in Paris time in summer (UTC+2)', () => {
    expect(demandPdfFileName(sheet, new Date('2026-07-14T22:30:00Z'))).toBe('Salon-Equipement_Cafe-Noir_D0042_2026-07-15_0030.pdf');
  });

  it('stamps the file in Paris time in winter (UTC+1)', () => {
    expect(demandPdfFileName(sheet, new Date('2026-12-01T08:05:00Z'))).toBe('Salon-Equipement_Cafe-Noir_D0042_2026-12-01_0905.pdf');
  });
});
