        $a = {a => 1, /fancy/=> {c => 2, d=>{[e] => 3}}}
        $msg = inline_epp(@(TEMPLATE))
          <% $a.tree_each() |$path, $v| { -%>
          path: <%= $path %> t: <%= $path.map |$x| { type($x, generalized) } %> value: <%= $v %>
          <% } -%>
          | TEMPLATE
        notify {'test': message => $msg}
