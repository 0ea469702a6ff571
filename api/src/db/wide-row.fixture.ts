/** One row of every kind our schema and queries return, with fixed values so two instances answer alike. */
export const WIDE_ROW = `
  select 7::int2 as i2, 42::int4 as i4, 9007199254740993::int8 as big, 12::int8 as small_big, 1.50::numeric as num,
         2.5::float8 as f8, true as yes, 'x'::text as txt, 'v'::varchar as vc, 'c'::char(2) as ch,
         '{"a":[1,2]}'::json as js, '{"b":true}'::jsonb as jsb, '00000000-0000-4000-8000-000000000001'::uuid as id,
         '2026-01-02 03:04:05.678+00'::timestamptz as tstz, '2026-01-02 03:04:05'::timestamp as ts,
         '2026-01-02'::date as d, '1 day 02:00'::interval as iv, '\\x0102'::bytea as bin,
         array[1, 2]::int4[] as i4s, array[3]::int8[] as i8s, array[1.25]::numeric[] as nums, array[true, false] as bools,
         array['a', 'b,c']::text[] as texts, array['00000000-0000-4000-8000-000000000002']::uuid[] as ids,
         array['{"k":1}']::jsonb[] as jsbs, array['2026-01-02 03:04:05+00']::timestamptz[] as tstzs,
         array['2026-01-02']::date[] as dates, null::int4 as nothing, mood, array[mood] as moods
    from (select 'happy'::mood as mood) m`;
