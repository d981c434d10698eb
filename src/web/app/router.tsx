import { lazy, Suspense } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ChatScreen } from '../screens/chat/ChatScreen';
import { Bare, Shell } from './layout/Shell';

/** Screens that are not on the first screen load on demand, keeping the start-up bundle small. */
const NewChatScreen = lazy(() => import('../screens/new-chat/NewChatScreen').then((m) => ({ default: m.NewChatScreen })));
const MasksScreen = lazy(() => import('../screens/masks/MasksScreen').then((m) => ({ default: m.MasksScreen })));
const SettingsScreen = lazy(() => import('../screens/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })));
const SearchScreen = lazy(() => import('../screens/search/SearchScreen').then((m) => ({ default: m.SearchScreen })));
const AuthScreen = lazy(() => import('../screens/auth/AuthScreen').then((m) => ({ default: m.AuthScreen })));
const PluginsScreen = lazy(() => import('../screens/plugins/PluginsScreen').then((m) => ({ default: m.PluginsScreen })));
const SdScreen = lazy(() => import('../screens/sd/SdScreen').then((m) => ({ default: m.SdScreen })));
const SdNewScreen = lazy(() => import('../screens/sd/SdScreen').then((m) => ({ default: m.SdNewScreen })));
const ArtifactScreen = lazy(() => import('../screens/artifacts/ArtifactScreen').then((m) => ({ default: m.ArtifactScreen })));
const SharedChatScreen = lazy(() => import('../screens/share/SharedChatScreen').then((m) => ({ default: m.SharedChatScreen })));

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
    // One boundary for the lazy screens: each draws nothing until its code and strings are there.
    <Suspense fallback={null}>
      <Switch location={location}>
        <Route path="/" component={ChatScreen} />
        <Route path="/chat" component={ChatScreen} />
        <Route path="/settings" component={SettingsScreen} />
        <Route path="/new-chat" component={NewChatScreen} />
        <Route path="/chat/masks" component={MasksScreen} />
        <Route path="/plugins" component={PluginsScreen} />
        <Route path="/search-chat" component={SearchScreen} />
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
