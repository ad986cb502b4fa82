$a = @(END:epp)
  <% $x = 42 %><%= $x %>
  |- END
notice($a)
