// An airport combobox: type a city, an airport name or a code; matches come from the airport
// search worker (the table loads there, off the main thread, and works offline once cached).
// The value is the IATA code; the field shows 'LHR — London, Heathrow Airport', in Arabic and
// Persian the airport's own name when known ('FRA — فرودگاه فرانکفورت'). When the worker cannot run,
// a typed 3-letter code is still accepted.
import { CloseButton, Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import type { Airport } from '../../domain/airports/airport.ts';
import { localAirportName } from '../../domain/airports/names.ts';
import { Ltr } from '../i18n/ltr.tsx';
import { currentLocale, t } from '../i18n/t.ts';
import { airportSearch } from '../../workers/airport-search.ts';

export interface AirportPickerProps {
  label: string;
  /** IATA code, or '' for none. */
  value: string;
  onChange: (iata: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
}

const MIN_QUERY = 2;
const RESULTS = 8;
const IATA = /^[A-Za-z]{3}$/;

/**
 * The chosen airport as the field shows it: 'LHR — London, Heathrow Airport' (the code alone when
 * the table does not know it), in Arabic and Persian 'FRA — فرودگاه فرانکفورت' when the airport has
 * a name there. `dir` keeps the code at the start, where a long label is never cut off: a Latin
 * label in a right-to-left page is written left to right (it read "=RA —" before).
 */
export function airportLabel(airport: Pick<Airport, 'iata'> & Partial<Airport>, locale: string = currentLocale()): { text: string; dir: 'ltr' | 'rtl' } {
  const local = localAirportName(airport.iata, locale);
  if (local) return { text: `${airport.iata} — ${local}`, dir: 'rtl' };
  if (!airport.name) return { text: airport.iata, dir: 'ltr' };
  const place = airport.city && !airport.name.includes(airport.city) ? `${airport.city}, ${airport.name}` : airport.name;
  return { text: `${airport.iata} — ${place}`, dir: 'ltr' };
}

async function search(query: string): Promise<Airport[]> {
  return airportSearch().search(query, RESULTS);
}

async function lookUp(iata: string): Promise<Airport | undefined> {
  return airportSearch().byIata(iata);
}

export function AirportPicker({ label, value, onChange, description, error, required, placeholder }: AirportPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [typing, setTyping] = useState(false);
  const [selected, setSelected] = useState<Airport | null>(null);
  const [results, setResults] = useState<Airport[]>([]);
  const [searching, setSearching] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  // The stored code, shown with its name (after a reload, or a value set elsewhere).
  useEffect(() => {
    if (!value) {
      setSelected(null);
      return;
    }
    if (selected?.iata === value) return;
    let live = true;
    lookUp(value)
      .then((airport) => live && setSelected(airport ?? null))
      .catch(() => live && setSelected(null));
    return () => {
      live = false;
    };
  }, [value, selected]);

  useEffect(() => {
    const text = query.trim();
    if (!typing || text.length < MIN_QUERY) {
      setResults([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setSearching(true);
      search(text)
        .then((found) => {
          if (!live) return;
          setResults(found);
          setUnavailable(false);
        })
        .catch(() => live && setUnavailable(true))
        .finally(() => live && setSearching(false));
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, typing]);

  // Once results arrive, the first is the one Enter picks.
  useEffect(() => {
    if (results.length > 0) combobox.selectFirstOption();
    // combobox is a new object each render; only new results matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results]);

  function choose(airport: Airport) {
    setSelected(airport);
    onChange(airport.iata);
    setTyping(false);
    setQuery('');
    combobox.closeDropdown();
  }

  function leave() {
    combobox.closeDropdown();
    if (!typing) return;
    const text = query.trim();
    const exact = results.find((a) => a.iata.toLowerCase() === text.toLowerCase());
    if (exact) choose(exact);
    else if (text === '') onChange('');
    else if (IATA.test(text) && (unavailable || results.length === 0)) onChange(text.toUpperCase());
    setTyping(false);
    setQuery('');
  }

  const chosen = !typing && selected ? airportLabel(selected) : null;
  const shown = typing ? query : (chosen?.text ?? value);
  const open = typing && query.trim().length >= MIN_QUERY;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(iata) => {
        const airport = results.find((a) => a.iata === iata);
        if (airport) choose(airport);
      }}
    >
      <Combobox.Target>
        <InputBase
          label={label}
          value={shown}
          dir={chosen?.dir ?? (!typing && value ? 'ltr' : undefined)}
          placeholder={placeholder ?? t('City, airport or code')}
          description={unavailable ? t('Airport search is not available right now: type the 3-letter airport code.') : description}
          error={error}
          withAsterisk={required}
          aria-required={required}
          autoComplete="off"
          onChange={(event) => {
            setTyping(true);
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={(event) => event.currentTarget.select()}
          onClick={() => open && combobox.openDropdown()}
          onBlur={leave}
          rightSection={
            value ? (
              <CloseButton
                size="sm"
                aria-label={t('Clear {label}', { label })}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setSelected(null);
                  setTyping(false);
                  setQuery('');
                  onChange('');
                }}
              />
            ) : null
          }
          rightSectionPointerEvents={value ? 'all' : 'none'}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!open}>
        <Combobox.Options>
          {results.length === 0 ? (
            <Combobox.Empty>{searching ? t('Searching…') : t('No airport found')}</Combobox.Empty>
          ) : (
            results.map((airport) => (
              <Combobox.Option value={airport.iata} key={airport.iata}>
                <Text span fw={700} me={6}>
                  <Ltr>{airport.iata}</Ltr>
                </Text>
                <Text span>{localAirportName(airport.iata, currentLocale()) ?? `${airport.city} — ${airport.name}`}</Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
