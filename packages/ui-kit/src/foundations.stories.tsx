import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Bell,
  Brain,
  Check,
  ChevronDown,
  Clock,
  Info,
  Lightbulb,
  LogOut,
  Menu as MenuIcon,
  MessageSquare,
  Monitor,
  Moon,
  Plus,
  Search,
  Settings,
  Star,
  Sun,
  TriangleAlert,
  Trophy,
  User,
  Users,
  X,
  Zap,
} from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Badge, RoleBadge } from './badge.js';
import { Button } from './button.js';
import { platformThemeProps, platformThemeStyle } from './theme.js';
import { BREAKPOINTS, ROLES } from './tokens.js';

const meta = { title: 'Foundations/Tokens' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const grid: CSSProperties = {
  display: 'grid',
  gap: 'var(--nv-space-3)',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
};
const mono: CSSProperties = { fontFamily: 'var(--nv-font-mono)', fontSize: 'var(--nv-text-xs)' };

function Swatch({ token, text }: { token: string; text?: boolean }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--nv-space-1)' }}>
      <div
        style={{
          height: 'var(--nv-control-lg)',
          borderRadius: 'var(--nv-radius-md)',
          border: 'var(--nv-border-width) solid var(--nv-color-border)',
          background: text ? 'var(--nv-color-bg)' : `var(${token})`,
          color: `var(${token})`,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 'var(--nv-weight-bold)',
        }}
      >
        {text ? 'Aa' : null}
      </div>
      <code style={mono}>{token}</code>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 'var(--nv-space-8)' }}>
      <h2 style={{ fontSize: 'var(--nv-text-xl)', margin: '0 0 var(--nv-space-3)' }}>{title}</h2>
      {children}
    </section>
  );
}

const GRAYS = [0, 50, 100, 200, 300, 400, 500, 600, 700, 800, 850, 900, 950];
const SURFACES = ['bg', 'surface', 'sunken', 'raised', 'border', 'border-strong', 'brand-soft'];
const TEXTS = ['fg', 'muted', 'brand', 'success', 'warning', 'danger', 'info'];

export const Colours: Story = {
  render: () => (
    <>
      <Section title="Text and accents (AA on every background of the theme)">
        <div style={grid}>
          {TEXTS.map((name) => (
            <Swatch key={name} token={`--nv-color-${name}`} text />
          ))}
          {ROLES.map((role) => (
            <Swatch key={role} token={`--nv-role-${role}`} text />
          ))}
        </div>
      </Section>
      <Section title="Surfaces">
        <div style={grid}>
          {SURFACES.map((name) => (
            <Swatch key={name} token={`--nv-color-${name}`} />
          ))}
        </div>
      </Section>
      <Section title="Neutral scale">
        <div style={grid}>
          {GRAYS.map((step) => (
            <Swatch key={step} token={`--nv-gray-${step}`} />
          ))}
        </div>
      </Section>
    </>
  ),
  play: async ({ globals }) => {
    // The run's theme reached the page: both themes' stories are tested, axe included.
    const expected = globals.theme === 'dark' ? 'dark' : 'light';
    await expect(getComputedStyle(document.documentElement).colorScheme).toBe(expected);
  },
};

const TYPE = ['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'];

export const Type: Story = {
  render: () => (
    <Section title="Type scale (system fonts)">
      {TYPE.map((size) => (
        <p
          key={size}
          style={{
            margin: '0 0 var(--nv-space-2)',
            fontSize: `var(--nv-text-${size})`,
            lineHeight: 'var(--nv-leading-tight)',
          }}
        >
          <code style={mono}>--nv-text-{size}</code> Win the idea race
        </p>
      ))}
      <p style={{ fontWeight: 'var(--nv-weight-heavy)' }}>Heavy 800 · for numbers and titles</p>
      <p style={{ fontFamily: 'var(--nv-font-mono)' }}>Mono: 1,460,349 neurons</p>
    </Section>
  ),
};

const SPACES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16];

export const Spacing: Story = {
  render: () => (
    <Section title="Spacing scale (0.25 rem steps)">
      {SPACES.map((step) => (
        <div
          key={step}
          style={{
            display: 'flex',
            gap: 'var(--nv-space-3)',
            alignItems: 'center',
            marginBottom: 'var(--nv-space-2)',
          }}
        >
          <code style={{ ...mono, width: '8rem' }}>--nv-space-{step}</code>
          <div
            style={{
              width: `var(--nv-space-${step})`,
              height: 'var(--nv-space-4)',
              background: 'var(--nv-color-brand)',
            }}
          />
        </div>
      ))}
      <p>
        Breakpoints:{' '}
        {Object.entries(BREAKPOINTS)
          .map(([name, px]) => `${name} ${px}`)
          .join(' · ')}{' '}
        px; the mobile layout is below sm.
      </p>
    </Section>
  ),
};

export const RadiiAndElevation: Story = {
  render: () => (
    <>
      <Section title="Radii">
        <div style={grid}>
          {['sm', 'md', 'lg', 'xl', 'pill'].map((radius) => (
            <div key={radius} style={{ display: 'grid', gap: 'var(--nv-space-1)' }}>
              <div
                style={{
                  height: 'var(--nv-control-lg)',
                  background: 'var(--nv-color-brand-soft)',
                  border: 'var(--nv-border-width) solid var(--nv-color-brand)',
                  borderRadius: `var(--nv-radius-${radius})`,
                }}
              />
              <code style={mono}>--nv-radius-{radius}</code>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Elevation">
        <div style={grid}>
          {[1, 2, 3].map((level) => (
            <div
              key={level}
              style={{
                padding: 'var(--nv-space-6)',
                background: 'var(--nv-color-raised)',
                borderRadius: 'var(--nv-radius-lg)',
                boxShadow: `var(--nv-shadow-${level})`,
              }}
            >
              <code style={mono}>--nv-shadow-{level}</code>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Motion">
        <p>
          <code style={mono}>--nv-duration-fast</code> 120 ms, <code style={mono}>-base</code> 200
          ms, <code style={mono}>-slow</code> 320 ms, with{' '}
          <code style={mono}>--nv-ease-standard</code>; all 0 ms when the reader asks for reduced
          motion.
        </p>
      </Section>
    </>
  ),
};

const ICONS = {
  Bell,
  Brain,
  Check,
  ChevronDown,
  Clock,
  Info,
  Lightbulb,
  LogOut,
  MenuIcon,
  MessageSquare,
  Monitor,
  Moon,
  Plus,
  Search,
  Settings,
  Star,
  Sun,
  TriangleAlert,
  Trophy,
  User,
  Users,
  X,
  Zap,
};

export const Icons: Story = {
  render: () => (
    <Section title="Icons: lucide-react, imported by name (only those used are bundled)">
      <div style={grid}>
        {Object.entries(ICONS).map(([name, Icon]) => (
          <div
            key={name}
            style={{ display: 'flex', gap: 'var(--nv-space-2)', alignItems: 'center' }}
          >
            <Icon
              aria-hidden="true"
              style={{ width: 'var(--nv-icon-md)', height: 'var(--nv-icon-md)' }}
            />
            <code style={mono}>{name}</code>
          </div>
        ))}
      </div>
      <p>
        Decorative icons take <code style={mono}>aria-hidden</code>; an icon alone in a button gives
        the button an <code style={mono}>aria-label</code>. Size them with{' '}
        <code style={mono}>--nv-icon-sm/md/lg</code>; they draw in the text colour.
      </p>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg.lucide')).toHaveLength(
      Object.keys(ICONS).length,
    );
  },
};

function Sample({ label }: { label: string }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--nv-space-3)', justifyItems: 'start' }}>
      <p style={{ margin: 0 }}>
        {label}: <a href="#link">the rules</a> and{' '}
        <span style={{ color: 'var(--nv-color-muted)' }}>muted text</span>
      </p>
      <div style={{ display: 'flex', gap: 'var(--nv-space-2)', flexWrap: 'wrap' }}>
        <Button size="sm">Primary</Button>
        <Button size="sm" variant="secondary">
          Secondary
        </Button>
        <Badge tone="brand">Brand</Badge>
        <RoleBadge playerRole="innovator" />
      </div>
    </div>
  );
}

const PLATFORMS = [
  ['comedy', '#f59f00'],
  ['daily', '#12b886'],
  ['business', '#1864ab'],
  ['caption', '#ffffff'],
] as const;

function ThemePanel({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <div
      data-theme={theme}
      data-testid={theme}
      style={{
        padding: 'var(--nv-space-4)',
        borderRadius: 'var(--nv-radius-lg)',
        border: 'var(--nv-border-width) solid var(--nv-color-border)',
      }}
    >
      <Sample label={theme === 'light' ? 'Light' : 'Dark'} />
    </div>
  );
}

export const Themes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--nv-space-6)' }}>
      <Section title="Light and dark, side by side (data-theme on any element)">
        <div
          style={{
            display: 'grid',
            gap: 'var(--nv-space-4)',
            gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
          }}
        >
          <ThemePanel theme="light" />
          <ThemePanel theme="dark" />
        </div>
      </Section>
      <Section title="Platform accents, from each platform's colour, in the page's theme">
        <div style={{ display: 'grid', gap: 'var(--nv-space-4)' }}>
          {PLATFORMS.map(([name, accent]) => (
            <div key={name} {...platformThemeProps(accent)} data-testid={name}>
              <Sample label={`The ${name} platform (${accent})`} />
            </div>
          ))}
        </div>
      </Section>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByTestId('dark')).colorScheme).toBe('dark');
    await expect(getComputedStyle(canvas.getByTestId('light')).colorScheme).toBe('light');
    // Each platform's colour, made readable for the page's theme (darker on light, lighter on dark).
    const theme = globals.theme === 'dark' ? 'dark' : 'light';
    for (const [name, accent] of PLATFORMS) {
      const brand = getComputedStyle(canvas.getByTestId(name)).getPropertyValue('--nv-color-brand');
      await expect(brand).toBe(platformThemeStyle(accent)[`--nv-platform-${theme}`]);
    }
  },
};
