assert_type(Struct[{a=>Integer,b=>Boolean}], {a=>hej,x=>s})
