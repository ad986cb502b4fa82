notice(inline_epp('asf <%'))
