            $a = [1, 3, 2]
            $b = Array($a.tree_each({order => depth_first}))
            $msg = inline_epp(@(TEMPLATE))
              <% $b.each() |$v| { -%>
              path: <%= $v[0] %> value: <%= $v[1] %>
              <% } -%>
              | TEMPLATE
            notify {'test': message => $msg}
