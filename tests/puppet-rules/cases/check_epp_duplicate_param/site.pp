$y = inline_epp(@(END))
  <%- |$a, $a = 2| -%>
  hi <%= $a %>
  | END
notice($y)
