$x = @(END:epp)
  <% $a = %>
  END
notice($x)
