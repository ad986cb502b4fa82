$a = @(END:epp)
  <% $x ==== 42 %>
  |- END
notice($a)
