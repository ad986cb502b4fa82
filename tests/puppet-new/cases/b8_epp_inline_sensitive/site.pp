notice(inline_epp("<%= Sensitive('opensesame').unwrap %>"))
notice(inline_epp("This is sensitive <%= Sensitive('opensesame') %>"))
notify { 'title': message => Sensitive(inline_epp("<%= Sensitive('opensesame') %>")) }
