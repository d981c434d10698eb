import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Prihlásiť sa',
  signInAgain: 'Prihlásiť sa znova',
  status: {
    waiting: 'Dokončite prihlásenie v okne, ktoré sa otvorilo.',
    refused: 'Server už toto prihlásenie neprijíma. Prihláste sa znova, aby ste ho mohli ďalej používať.',
    unreachable: 'Prihlasovací server sa nepodarilo zastihnúť kvôli obnoveniu prihlásenia. Prihlásenie zostáva; skúste to neskôr.',
  },
  failure: {
    unsafeAddress: 'Prihlasovacie nastavenia servera uvádzajú adresu, ktorú PolyChat neotvorí ({{field}}). Nasledujú sa len adresy https alebo http na tomto počítači.',
    popupBlocked: 'Prehliadač zablokoval prihlasovacie okno. Povoľte vyskakovacie okná pre PolyChat a skúste to znova.',
    denied: 'Prihlásenie bolo zrušené alebo odmietnuté.',
    timedOut: 'Prihlásenie trvalo príliš dlho. Skúste to znova.',
    noRegistration: 'Prihlásenie tohto servera nedovoľuje PolyChatu sa zaregistrovať, takže sa k nemu PolyChat nemôže prihlásiť.',
    refusedByServer: 'Prihlasovací server prihlásenie odmietol.',
    unreachable: 'Prihlasovací server sa nepodarilo zastihnúť.',
    failed: 'Prihlásenie k tomuto serveru sa nepodarilo.',
  },
};
