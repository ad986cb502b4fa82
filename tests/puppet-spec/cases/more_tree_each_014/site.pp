            $a = [1, 3, 2]
            $b = *$a.tree_each({order => breadth_first})
            assert_type(Array[Array], $b)
            $msg = inline_epp(@(TEMPLATE))
              <% $b.each() |$v| { -%>
              path: <%= $v[0] %> value: <%= $v[1] %>
              <% } -%>
              | TEMPLATE
            notify {'test': message => $msg}
