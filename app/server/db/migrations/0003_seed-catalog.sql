-- The billing catalogue, in cents: what each activity costs per person and its add-ons. Prices of pitch-perfect, the-spotlight and
-- online-office-games: docs/decisions/020-billing.md.
INSERT INTO "billing_catalog_items" ("activity_slug", "title", "price_min_pp", "price_max_pp", "min_event_fee", "addons", "sort_order") VALUES
  ('lightning-feud', 'Lightning Feud', 3500, 6500, 50000, '[{"key":"rush","cents":15000,"name":"Rush Fee (< 48hrs)"},{"key":"branding","cents":25000,"name":"Custom Branding"}]'::jsonb, 1),
  ('survey-showdown', 'Survey Showdown', 3500, 6500, 50000, '[{"key":"rush","cents":15000,"name":"Rush Fee (< 48hrs)"},{"key":"branding","cents":25000,"name":"Custom Branding"}]'::jsonb, 2),
  ('pitch-perfect', 'Pitch Perfect', 4000, 6500, 50000, '[{"key":"rush","cents":15000,"name":"Rush Fee (< 48hrs)"},{"key":"branding","cents":25000,"name":"Custom Branding"}]'::jsonb, 3),
  ('the-spotlight', 'The Spotlight', 5000, 6500, 50000, '[{"key":"rush","cents":15000,"name":"Rush Fee (< 48hrs)"},{"key":"branding","cents":25000,"name":"Custom Branding"}]'::jsonb, 4),
  ('online-office-games', 'Online Office Games', 4000, 6500, 50000, '[{"key":"rush","cents":15000,"name":"Rush Fee (< 48hrs)"},{"key":"branding","cents":25000,"name":"Custom Branding"}]'::jsonb, 5),
  ('tiny-campfire', 'Tiny Campfire', 5000, 6500, 50000, '[{"key":"rush","cents":15000,"name":"Rush Fee (< 48hrs)"},{"key":"branding","cents":25000,"name":"Custom Branding"},{"key":"shipping_per_kit","cents":1500,"name":"Shipping per Kit"}]'::jsonb, 6)
ON CONFLICT ("activity_slug") DO NOTHING;
