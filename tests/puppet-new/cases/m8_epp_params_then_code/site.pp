include tpl
