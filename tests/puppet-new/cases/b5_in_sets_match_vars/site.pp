if /(ana)/ in bananas { notice($1) }
if /p/ in [pineapple, bananas] { notice($0) }
if /b/ in [pineapple, bananas] { notice($0) }
