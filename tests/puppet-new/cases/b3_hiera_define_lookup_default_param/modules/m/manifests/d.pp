define m::d($v = lookup('m::d_v', String, 'first', 'fallback')) { notice("v=${v}") }
