import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Přihlásit se',
  signInAgain: 'Přihlásit se znovu',
  status: {
    waiting: 'Dokončete přihlášení v okně, které se otevřelo.',
    refused: 'Server už toto přihlášení nepřijímá. Přihlaste se znovu, abyste ho mohli dál používat.',
    unreachable: 'Přihlašovací server se nepodařilo zastihnout kvůli obnovení přihlášení. Přihlášení zůstává; zkuste to později.',
  },
  failure: {
    unsafeAddress: 'Přihlašovací nastavení serveru uvádí adresu, kterou PolyChat neotevře ({{field}}). Následují se jen adresy https nebo http na tomto počítači.',
    popupBlocked: 'Prohlížeč zablokoval přihlašovací okno. Povolte vyskakovací okna pro PolyChat a zkuste to znovu.',
    denied: 'Přihlášení bylo zrušeno nebo odmítnuto.',
    timedOut: 'Přihlášení trvalo příliš dlouho. Zkuste to znovu.',
    noRegistration: 'Přihlášení tohoto serveru nedovoluje PolyChatu se zaregistrovat, takže se k němu PolyChat nemůže přihlásit.',
    refusedByServer: 'Přihlašovací server přihlášení odmítl.',
    unreachable: 'Přihlašovací server se nepodařilo zastihnout.',
    failed: 'Přihlášení k tomuto serveru se nezdařilo.',
  },
};
