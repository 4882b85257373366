import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LoadingState } from '@/components/ui/states';
import { NavbarSearchProvider } from '@/lib/navbar-search';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { Footer } from './footer';
import { ChatButton } from './chat-button';

export function DashboardLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  return (
    <NavbarSearchProvider>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Header burgerOpened={opened} onBurger={toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ flex: 1, maxWidth: 1280, width: '100%', margin: '0 auto' }}>
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </div>
          {/* The chat button sits in the footer's flow: never over a field, a link or an action. */}
          <Footer action={<ChatButton />} />
        </AppShell.Main>
      </AppShell>
    </NavbarSearchProvider>
  );
}
