notice(inline_epp('<%- | $a, $b = 2 | -%>a=<%= $a %> b=<%= $b %>', {a => 1}))
notice(inline_epp("<% [1, 2].each |\$x| { -%>\n<%= \$x %>\n<% } -%>\n"))
