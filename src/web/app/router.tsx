import { Suspense } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { withStrings } from '../i18n/setup';
import { ChatScreen } from '../screens/chat/ChatScreen';
import { lazyScreen } from './lazy-screen';
import { Bare, Shell } from './layout/Shell';

/** Screens that are not on the first screen load on demand, with their strings, keeping the
 * start-up bundle small (lazy-screen.tsx says why not React.lazy). */
const NewChatScreen = lazyScreen(() => withStrings(import('../screens/new-chat/NewChatScreen'), 'newChat').then((m) => m.NewChatScreen));
const MasksScreen = lazyScreen(() => withStrings(import('../screens/masks/MasksScreen'), ['masks', 'errors']).then((m) => m.MasksScreen));
const SettingsScreen = lazyScreen(() =>
  withStrings(import('../screens/settings/SettingsScreen'), ['settingsPage', 'errors']).then((m) => m.SettingsScreen),
);
const SearchScreen = lazyScreen(() => withStrings(import('../screens/search/SearchScreen'), 'search').then((m) => m.SearchScreen));
const KnowledgeScreen = lazyScreen(() => withStrings(import('../screens/knowledge/KnowledgeScreen'), 'knowledge').then((m) => m.KnowledgeScreen));
const AuthScreen = lazyScreen(() => withStrings(import('../screens/auth/AuthScreen'), 'settingsPage').then((m) => m.AuthScreen));
const PluginsScreen = lazyScreen(() => withStrings(import('../screens/plugins/PluginsScreen'), ['plugins', 'errors']).then((m) => m.PluginsScreen));
const loadSd = () => withStrings(import('../screens/sd/SdScreen'), ['sd', 'errors']);
const SdScreen = lazyScreen(() => loadSd().then((m) => m.SdScreen));
const SdNewScreen = lazyScreen(() => loadSd().then((m) => m.SdNewScreen));
const ArtifactScreen = lazyScreen(() => withStrings(import('../screens/artifacts/ArtifactScreen'), 'viewer').then((m) => m.ArtifactScreen));
const SharedChatScreen = lazyScreen(() => withStrings(import('../screens/share/SharedChatScreen'), 'viewer').then((m) => m.SharedChatScreen));

/** Routes drawn without the sidebar: the access page, image generation, and the pages a shared
 * link opens (an artifact, a chat). */
function isBareRoute(path: string): boolean {
  return ['/auth', '/sd', '/sd-new'].includes(path) || path.startsWith('/artifacts/') || path.startsWith('/share/');
}

interface RoutesProps {
  /** The location Routes chose the layout by. A switch that read the address itself could, in a
   * render left over from the layout being replaced (a lazy screen that finished loading after the
   * address had moved to a bare route), see a route it does not know and redirect home. */
  location: string;
}

/** Routes of part 1 section 2. */
export function ShellRoutes({ location }: RoutesProps) {
  return (
    // Nothing below suspends once a screen's code and strings are here; the boundary keeps the
    // layout if a part ever does.
    <Suspense fallback={null}>
      <Switch location={location}>
        <Route path="/" component={ChatScreen} />
        <Route path="/chat" component={ChatScreen} />
        <Route path="/settings" component={SettingsScreen} />
        <Route path="/new-chat" component={NewChatScreen} />
        <Route path="/chat/masks" component={MasksScreen} />
        <Route path="/plugins" component={PluginsScreen} />
        <Route path="/search-chat" component={SearchScreen} />
        <Route path="/knowledge" component={KnowledgeScreen} />
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

function BareRoutes({ location }: RoutesProps) {
  return (
    <Suspense fallback={null}>
      <Switch location={location}>
        <Route path="/auth" component={AuthScreen} />
        <Route path="/sd" component={SdScreen} />
        <Route path="/sd-new" component={SdNewScreen} />
        <Route path="/artifacts/:id">{(params) => <ArtifactScreen key={params.id} id={params.id} />}</Route>
        <Route path="/share/:id">{(params) => <SharedChatScreen key={params.id} id={params.id} />}</Route>
      </Switch>
    </Suspense>
  );
}

function Routes() {
  const [location] = useLocation();
  return isBareRoute(location) ? (
    <Bare>
      <BareRoutes location={location} />
    </Bare>
  ) : (
    <Shell>
      <ShellRoutes location={location} />
    </Shell>
  );
}

/** A hash router: /#/settings, /#/auth … work from any static host and from the desktop shell. */
export function AppRouter() {
  return (
    <Router hook={useHashLocation}>
      <Routes />
    </Router>
  );
}
