// A comment that a lone carriage return endslet x = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
