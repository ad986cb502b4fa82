notice(inline_epp("<%= Sensitive('opensesame').unwrap %>"))
