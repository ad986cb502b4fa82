@r12p_cfg { 'one': setting => 'on' }
@r12p_cfg { 'two': setting => 'off' }
@r12p_cfg { 'three': setting => ['on', 'x'] }
R12p_cfg <| setting == 'on' |>
