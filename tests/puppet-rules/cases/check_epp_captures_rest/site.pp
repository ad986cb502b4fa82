$y = inline_epp(@(END), {"a" => [1]})
  <%- |*$a| -%>
  hi <%= $a %>
  | END
notice($y)
