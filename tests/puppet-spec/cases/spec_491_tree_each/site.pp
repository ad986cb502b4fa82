        $a = [1,[2,[3]]]
        $msg = inline_epp(@(TEMPLATE))
          <% $a.tree_each({include_values => false}) |$path, $v| { -%>
          path: <%= $path %> value: <%= $v %>
          <% } -%>
          | TEMPLATE
        notify {'test': message => $msg}
