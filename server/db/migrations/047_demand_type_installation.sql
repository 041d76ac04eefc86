-- English says 'installation' for the show's build-up dates (docs/decisions.md, English vocabulary):
-- the mounting exemption's English label read 'Mounting exemption' in the request list, its filters,
-- the show's request settings and the request form, while the CSV already wrote 'Installation exemption'.
UPDATE demand_types SET label_en = 'Installation exemption' WHERE reference = 'exemption_mounting' AND label_en = 'Mounting exemption';
