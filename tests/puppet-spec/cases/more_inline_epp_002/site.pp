notice(inline_epp("This is sensitive <%= Sensitive('opensesame') %>"))
