notice("value is ${{a=>1,b=>2}} yo")
