import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'Exécuter un outil de « {{server}} » ?',
    server: 'Serveur',
    tool: 'Outil',
    description: 'Ce que le serveur dit de l’outil',
    noDescription: 'Le serveur ne dit pas ce que fait cet outil.',
    descriptionWarning: 'Ces mots viennent du serveur. Ils ne donnent aucun droit à l’outil : seule votre réponse ici le laisse s’exécuter.',
    arguments: 'Arguments envoyés par le modèle',
    readOnly: 'Selon le serveur, cet outil ne fait que lire : il ne modifie rien.',
    writes: 'Selon le serveur, cet outil modifie des choses mais ne détruit rien.',
    destructive: 'Le serveur ne dit pas que cet outil est sans danger : il peut modifier ou supprimer des choses, la question est donc posée à chaque fois.',
    allowOnce: 'Autoriser une fois',
    allowChat: 'Autoriser pour cette discussion',
    deny: 'Refuser',
    waiting_one: 'Encore {{count}} appel attend votre réponse.',
    waiting_many: 'Encore {{count}} appels attendent votre réponse.',
    waiting_other: 'Encore {{count}} appels attendent votre réponse.',
  },
  result: {
    denied: 'Vous n’avez pas autorisé cet appel ; le modèle en a été informé.',
    badArguments: 'Le modèle a envoyé des arguments qui ne sont pas un objet JSON : l’outil n’a pas été appelé.',
    unknownTool: 'Cette discussion n’a pas d’outil nommé « {{name}} ».',
    toolError: '« {{server}} » signale l’échec de l’outil :',
    refused: '« {{server}} » a refusé l’appel :',
    unreachable: '« {{server}} » est injoignable ou ne répond plus : l’outil n’a pas donné de résultat.',
    timeout: '« {{server}} » n’a pas répondu en {{seconds}} secondes.',
    empty: 'L’outil n’a rien renvoyé.',
    cut: 'Le résultat dépasse {{limit}} caractères : seuls les {{limit}} premiers ont été donnés au modèle et sont affichés.',
    imageType: 'Une image de type « {{type}} » est omise : seules les images PNG, JPEG, GIF et WebP sont affichées.',
    imageTooLarge: 'Une image de plus de {{kilobytes}} Ko est omise.',
    tooManyImages: 'Seules les {{limit}} premières images sont affichées ; les autres sont omises.',
    audio: 'L’outil a renvoyé un son, qui n’est pas lu ici.',
    serverLeftOut: '« {{server}} » est injoignable : ses outils sont absents de cette réponse.',
  },
  picker: {
    server: 'Serveur MCP · {{tools}}',
    toolCount_one: '{{count}} outil',
    toolCount_many: '{{count}} outils',
    toolCount_other: '{{count}} outils',
    toolsUnknown: 'outils pas encore listés',
  },
};
